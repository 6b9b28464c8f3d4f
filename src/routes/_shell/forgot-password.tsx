// /forgot-password: request the recovery mail.
import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordForm } from '@/features/auth';

export const Route = createFileRoute('/_shell/forgot-password')({ component: ForgotPasswordForm });
