// The Spanish names of report kinds and statuses, and the links of reported targets.
import { describe, expect, it } from 'vitest';
import { reportKindLabel, reportStatusLabel, reportTargetPath } from './my-reports';

describe('my reports', () => {
  it('names every reportable kind in Spanish and falls back for unknown ones', () => {
    expect(reportKindLabel('post')).toBe('Publicación');
    expect(reportKindLabel('live_message')).toBe('Mensaje del chat en vivo');
    expect(reportKindLabel('something-new')).toBe('Contenido');
  });

  it('reads the three statuses, an unknown one as pending', () => {
    expect(['open', 'reviewed', 'dismissed', 'x'].map(reportStatusLabel)).toEqual(['Pendiente', 'Revisado', 'Descartado', 'Pendiente']);
  });

  it('links posts and profiles only', () => {
    expect(reportTargetPath('post', '12')).toBe('/post/12');
    expect(reportTargetPath('profile', 'a-b')).toBe('/profile/a-b');
    expect(reportTargetPath('comment', '3')).toBeNull();
    expect(reportTargetPath('post', '1; drop')).toBeNull();
  });
});
