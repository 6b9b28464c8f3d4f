// Asistente General: a chat whose reply follows each message after 1 s — canned for greetings, help and farewells,
// otherwise built from the platform search with links; the conversation is kept for the session. The question box is
// on useAppForm (question-rules.ts): Enter asks, blank text is ignored, the box keeps the focus.
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Bot, Send, UserRound } from 'lucide-react';
import { useAppForm } from '@/components/form';
import { Button } from '@/components/ui';
import { toAppError } from '@/lib/errors';
import { assistantReply } from '../api/assistant-reply';
import {
  headline,
  kindLabel,
  loadConversation,
  REPLY_DELAY_MS,
  saveConversation,
  SUGGESTIONS,
  type ChatMessage,
} from '../conversation';
import { MAX_QUESTION_LENGTH, questionText } from '../question-rules';

const storage = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

export function AssistantChat() {
  const [messages, setMessages] = useState<ChatMessage[]>(() => loadConversation(storage()));
  const [waiting, setWaiting] = useState(0);
  const list = useRef<HTMLOListElement | null>(null);
  const inputId = useId();

  useEffect(() => {
    saveConversation(storage(), messages);
    list.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [messages]);

  // A question typed in the box or a suggestion clicked: either empties the box.
  const send = (raw: string) => {
    const message = questionText(raw);
    if (!message) return;
    setMessages((m) => [...m, { id: crypto.randomUUID(), sender: 'user', text: message }]);
    f.reset();
    setWaiting((n) => n + 1);
    const delay = new Promise((resolve) => setTimeout(resolve, REPLY_DELAY_MS));
    void assistantReply(message)
      .then((reply): ChatMessage => ({
        id: crypto.randomUUID(),
        sender: 'bot',
        text: reply.results.length ? headline(reply.text) : reply.text,
        results: reply.results,
        suggestions: reply.kind === 'no_results' ? SUGGESTIONS : undefined,
      }))
      .catch((e: unknown): ChatMessage => ({ id: crypto.randomUUID(), sender: 'bot', text: toAppError(e).message }))
      .then(async (reply) => {
        await delay;
        setMessages((m) => [...m, reply]);
        setWaiting((n) => n - 1);
      });
  };

  const f = useAppForm({
    defaultValues: { text: '' },
    disableFields: false,
    onSubmit: ({ text }) => send(text),
  });

  return (
    <section aria-labelledby="assistant-title" className="flex flex-col gap-4 rounded-2xl border border-base-300 p-4">
      <h2 id="assistant-title" className="text-xl font-semibold">
        Asistente General
      </h2>
      <ol ref={list} aria-label="Conversación" aria-live="polite" className="flex max-h-[60vh] min-h-64 flex-col gap-3 overflow-y-auto" data-testid="assistant-messages">
        {messages.map((m) => (
          <li key={m.id} data-sender={m.sender} className={`flex gap-2 ${m.sender === 'user' ? 'flex-row-reverse' : ''}`}>
            <span className="mt-1 shrink-0 text-base-content/70" aria-hidden="true">
              {m.sender === 'bot' ? <Bot size={20} /> : <UserRound size={20} />}
            </span>
            <div className={`flex max-w-[85%] flex-col gap-2 rounded-2xl px-4 py-2 ${m.sender === 'user' ? 'bg-primary text-primary-content' : 'bg-base-200'}`}>
              <span className="sr-only">{m.sender === 'bot' ? 'Asistente:' : 'Tú:'}</span>
              <p className="whitespace-pre-line break-words">{m.text}</p>
              {m.results?.length ? (
                <ul className="flex flex-col gap-1">
                  {m.results.map((r) => (
                    <li key={`${r.kind}-${r.id}`}>
                      <span className="text-sm text-base-content/70">{kindLabel(r.kind)}: </span>
                      <Link to={r.link} className="link font-medium">
                        {r.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
              {m.suggestions?.length ? (
                <div className="flex flex-wrap gap-1" role="group" aria-label="Sugerencias">
                  {m.suggestions.map((s) => (
                    <Button key={s} size="xs" variant="outline" onClick={() => send(s)}>
                      {s}
                    </Button>
                  ))}
                </div>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
      <p className="flex min-h-5 gap-2 text-sm text-base-content/70" role="status">
        {waiting > 0 ? (
          <>
            <Bot size={20} aria-hidden="true" />
            El asistente está escribiendo...
          </>
        ) : null}
      </p>
      <form {...f.formProps} className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          Escribe tu mensaje
        </label>
        <input
          id={inputId}
          placeholder="Escribe tu mensaje..."
          autoComplete="off"
          maxLength={MAX_QUESTION_LENGTH}
          {...f.input('text')}
          className="flex-1 rounded-xl border border-base-300 bg-base-100 px-4 py-2"
        />
        <Button type="submit" variant="primary" disabled={!f.values.text.trim()} aria-label="Enviar mensaje">
          <Send size={18} aria-hidden="true" />
        </Button>
      </form>
    </section>
  );
}
