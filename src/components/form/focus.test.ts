// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { showInvalidField } from './focus';

function form(): HTMLFormElement {
  const f = document.createElement('form');
  f.innerHTML = '<input name="email"><input name="password" type="password">';
  document.body.append(f);
  return f;
}

describe('showInvalidField', () => {
  it('marks and focuses the named field, and only it', () => {
    const f = form();
    showInvalidField(f, 'email');
    showInvalidField(f, 'password');
    const [email, password] = [f.elements.namedItem('email') as HTMLInputElement, f.elements.namedItem('password') as HTMLInputElement];
    expect(email.hasAttribute('aria-invalid')).toBe(false);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(password);
  });

  it('drops the mark once the field is edited, and clears all marks when nothing is invalid', () => {
    const f = form();
    showInvalidField(f, 'email');
    const email = f.elements.namedItem('email') as HTMLInputElement;
    email.dispatchEvent(new Event('input', { bubbles: true }));
    expect(email.hasAttribute('aria-invalid')).toBe(false);
    showInvalidField(f, 'password');
    showInvalidField(f, undefined);
    expect(f.querySelectorAll('[aria-invalid]').length).toBe(0);
  });
});
