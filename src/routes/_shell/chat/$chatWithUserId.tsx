// /chat/{chatWithUserId}: conversation with one user.
import { createFileRoute } from '@tanstack/react-router';
import { ChatGate } from './-components/ChatGate';

export const Route = createFileRoute('/_shell/chat/$chatWithUserId')({ component: ChatGate });
