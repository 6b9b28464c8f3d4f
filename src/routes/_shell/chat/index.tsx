// /chat: no conversation selected.
import { createFileRoute } from '@tanstack/react-router';
import { ChatGate } from './-components/ChatGate';

export const Route = createFileRoute('/_shell/chat/')({ component: ChatGate });
