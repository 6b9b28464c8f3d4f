// Header theme toggle (light/dark), an icon-only button with a Spanish label.
import { Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui';
import { useTheme } from '@/lib/theme';

export function ThemeToggle() {
  const { theme, toggle } = useTheme();
  const dark = theme === 'dark';
  return (
    <Button variant="ghost" icon aria-label={dark ? 'Cambiar a modo claro' : 'Cambiar a modo oscuro'} onClick={toggle}>
      {dark ? <Sun size={20} aria-hidden="true" /> : <Moon size={20} aria-hidden="true" />}
    </Button>
  );
}
