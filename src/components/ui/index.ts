// UI kit: the only place daisyUI class names appear.
export { Button, ButtonLink, buttonClass, type ButtonProps, type ButtonVariant } from './button';
export { TextField, PasswordField, SearchInput, RadioGroup } from './field';
export { AddField } from './add-field';
export { Card, Avatar, Toggle, Spinner, Badge, Alert, Progress, type AvatarSize } from './misc';
export { Toaster } from './Toaster';
export { Dialog, TextArea, Select } from './dialog';
export { ConfirmDialog } from './confirm-dialog';
export { Tabs, TabPanel, TabSections, tabPanelProps, type TabItem, type TabSection } from './tabs';
export { TopicChips } from './topic-chips';
export { Cover } from './cover';
