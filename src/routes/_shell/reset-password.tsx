// /reset-password: the recovery mail's link lands here with the session in the URL; choose a new password.
import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordForm } from '@/features/auth';

function ResetPassword() {
  const [linkError] = useState(() => new URLSearchParams(window.location.hash.slice(1)).get('error_description') ?? undefined);
  return <ResetPasswordForm linkError={linkError} />;
}

export const Route = createFileRoute('/_shell/reset-password')({ component: ResetPassword });
