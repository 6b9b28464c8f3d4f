// The contact list: search by name, then at most 10 members (conversations first) with last message, time and unread count.
import { useDeferredValue, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Search, Users } from 'lucide-react';
import { Avatar, SearchInput } from '@/components/ui';
import { QueryState, SkeletonList } from '@/components/layout';
import { formatRelativeTime } from '@/lib/format';
import { initialsAvatar } from '@/lib/user';
import { contactsQuery, type ChatContact } from '../api/contacts-query';

export function ContactList({ me, selectedId }: { me: string; selectedId?: string }) {
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search.trim());
  const query = useQuery(contactsQuery(me, term));
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex flex-col gap-3 border-b border-base-300 p-4">
        <h1 className="text-xl font-bold">Mensajes</h1>
        <SearchInput
          aria-label="Buscar contactos"
          placeholder="Buscar contactos..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          icon={<Search size={18} aria-hidden="true" className="opacity-60" />}
        />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-2">
        <QueryState
          query={query}
          pending={<SkeletonList count={5} className="h-16 bg-base-200" label="Cargando contactos" />}
          empty={{ icon: <Users size={32} />, message: term ? 'No se encontraron contactos.' : 'Todavía no hay otros miembros con quienes chatear.' }}
        >
          {(list) => (
            <ul aria-label="Contactos" className="flex flex-col gap-0.5">
              {list.map((c) => (
                <li key={c.other_user_id}>
                  <ContactItem contact={c} me={me} selected={c.other_user_id === selectedId} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </div>
  );
}

function ContactItem({ contact, me, selected }: { contact: ChatContact; me: string; selected: boolean }) {
  const preview = contact.last_message_body
    ? `${contact.last_message_sender_id === me ? 'Tú: ' : ''}${contact.last_message_body}`
    : 'Inicia una conversación';
  const unread = contact.unread_count;
  return (
    <Link
      to="/chat/$chatWithUserId"
      params={{ chatWithUserId: contact.other_user_id }}
      data-testid="chat-contact"
      aria-current={selected ? 'page' : undefined}
      className={`flex items-center gap-3 rounded-xl p-2.5 transition-colors duration-150 ${selected ? 'bg-primary/10' : 'hover:bg-base-200'}`}
    >
      <Avatar src={contact.avatar_url || initialsAvatar(contact.name)} alt="" size={40} />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-baseline justify-between gap-2">
          <span className={`truncate ${unread ? 'font-bold' : 'font-semibold'}`}>{contact.name}</span>
          {contact.last_message_at ? (
            <span className="shrink-0 text-xs text-base-content/70">{formatRelativeTime(contact.last_message_at)}</span>
          ) : null}
        </span>
        <span className="flex items-center justify-between gap-2">
          <span className={`truncate text-sm ${unread ? 'font-medium text-base-content' : 'text-base-content/70'}`}>{preview}</span>
          {unread ? (
            <span
              data-testid="chat-contact-unread"
              className="min-w-5 shrink-0 rounded-full bg-primary px-1.5 text-center text-xs font-semibold leading-5 text-primary-content tabular-nums"
            >
              {unread}
              <span className="sr-only"> sin leer</span>
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}
