// The assistant conversation, kept for the browser session (sessionStorage), and the reply delay of the spec (1 s).
import type { SearchHit } from './api/types';

export const REPLY_DELAY_MS = 1000;
export const STORAGE_KEY = 'nexo.assistant.conversation';

export interface ChatMessage {
  id: string;
  sender: 'bot' | 'user';
  text: string;
  results?: SearchHit[];
  /** Topics to try when nothing matched. */
  suggestions?: string[];
}

export const WELCOME: ChatMessage = {
  id: 'welcome',
  sender: 'bot',
  text: '¡Hola! Soy el asistente de Nexo. Pregúntame por un tema y te mostraré cursos, lecciones, publicaciones y comunidades.',
};

export const SUGGESTIONS = ['React', 'Python', 'Diseño', 'Marketing'];

export function loadConversation(storage: Pick<Storage, 'getItem'> | undefined): ChatMessage[] {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (Array.isArray(parsed) && parsed.every(isMessage)) return parsed;
  } catch {
    // A broken entry starts a new conversation.
  }
  return [WELCOME];
}

export function saveConversation(storage: Pick<Storage, 'setItem'> | undefined, messages: readonly ChatMessage[]): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(messages.slice(-100)));
  } catch {
    // Storage full or blocked: the conversation still lives in the page.
  }
}

function isMessage(m: unknown): m is ChatMessage {
  return typeof m === 'object' && m !== null && typeof (m as ChatMessage).id === 'string' && typeof (m as ChatMessage).text === 'string'
    && ((m as ChatMessage).sender === 'bot' || (m as ChatMessage).sender === 'user');
}

/** The first line of a search reply (its list is shown as links instead). */
export function headline(text: string): string {
  return text.split('\n', 1)[0] ?? text;
}

const KIND_LABELS: Record<string, string> = {
  community: 'Comunidad',
  live_event: 'Sesión en vivo',
  post: 'Publicación',
  course: 'Curso',
  lesson: 'Lección',
  job: 'Empleo',
  talent: 'Talento',
  profile: 'Perfil',
};

export function kindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? 'Resultado';
}
