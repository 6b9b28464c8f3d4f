// What visitors see on the chat pages: 'Acceso Restringido', its toast, and log in back to /chat (spec part 2 §2).
import type { MemberPrompt } from '../../_member';

const MESSAGE = 'Debes iniciar sesión para usar el chat.';

export const CHAT_PROMPT: MemberPrompt = {
  title: 'Acceso Restringido',
  message: MESSAGE,
  redirect: '/chat',
  showBack: true,
  toast: { title: 'Acceso Restringido', description: MESSAGE, variant: 'destructive', duration: 5000 },
};
