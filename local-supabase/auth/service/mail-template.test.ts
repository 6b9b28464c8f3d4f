// Unit: auth mail templates (Go-template substitutions), their text alternative, and composeMail with the project's templates.
import { describe, expect, it } from 'vitest';
import { renderTemplate, textOf } from './mail-template.js';
import { composeMail } from './mailer.js';

describe('renderTemplate', () => {
  const vars = { ConfirmationURL: 'http://h/verify?token=a&type=signup', Token: '123456', Email: 'ana@nexo.dev', Data: { full_name: 'Ana <b>' } };

  it('substitutes {{ .Field }} with or without spaces and trim markers, and nested .Data keys', () => {
    expect(renderTemplate('{{ .Token }}|{{.Email}}|{{- .Data.full_name -}}', vars, { escape: false })).toBe('123456|ana@nexo.dev|Ana <b>');
  });

  it('escapes values in bodies but not in subjects', () => {
    expect(renderTemplate('<a href="{{ .ConfirmationURL }}">{{ .Data.full_name }}</a>', vars, { escape: true })).toBe(
      '<a href="http://h/verify?token=a&amp;type=signup">Ana &lt;b&gt;</a>',
    );
  });

  it('leaves unknown fields and other actions as written', () => {
    expect(renderTemplate('{{ .Nope }} {{ if .Token }}x{{ end }}', vars, { escape: true })).toBe('{{ .Nope }} {{ if .Token }}x{{ end }}');
  });
});

describe('textOf', () => {
  it('keeps link targets, drops tags and decodes entities', () => {
    expect(textOf('<h2>Hola</h2><p>Tu código: <strong>12</strong></p><p><a href="http://x?a=1&amp;b=2">Confirmar</a></p>')).toBe(
      'Hola\n\nTu código: 12\n\nConfirmar: http://x?a=1&b=2',
    );
  });
});

describe('composeMail with a project template', () => {
  const facts = { link: 'http://h/verify?token=t', otp: '654321', email: 'ana@nexo.dev' };

  it('uses the template subject and body, keeps the action link', () => {
    const m = composeMail('recovery', facts, { subject: 'Restablece tu contraseña', html: '<p><a href="{{ .ConfirmationURL }}">Cambiar</a> {{ .Token }}</p>' });
    expect(m.subject).toBe('Restablece tu contraseña');
    expect(m.html).toBe('<p><a href="http://h/verify?token=t">Cambiar</a> 654321</p>');
    expect(m.text).toBe('Cambiar: http://h/verify?token=t 654321');
    expect(m.links).toEqual(['http://h/verify?token=t']);
  });

  it('falls back to the built-in body when the template only sets a subject', () => {
    const m = composeMail('signup', facts, { subject: 'Confirma tu cuenta' });
    expect(m.subject).toBe('Confirma tu cuenta');
    expect(m.text).toContain('Code: 654321');
  });
});
