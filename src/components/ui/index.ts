// UI kit: the only place daisyUI class names appear. Pieces only later pages use (cover, topic-chips, add-field,
// card-parts) are imported from their own files, so the first page's code does not carry them.
export { Button, ButtonLink, buttonClass, type ButtonProps, type ButtonVariant } from './button';
export { TextField, PasswordField, SearchInput, RadioGroup } from './field';
export { Card, Avatar, Toggle, Spinner, Badge, Alert, Progress, type AvatarSize } from './misc';
export { Toaster } from './Toaster';
export { Dialog, TextArea, Select } from './dialog';
export { ConfirmDialog } from './confirm-dialog';
export { Tabs, TabPanel, TabSections, tabPanelProps, type TabItem, type TabSection } from './tabs';
