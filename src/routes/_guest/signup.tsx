// /signup (no shell).
import { createFileRoute } from '@tanstack/react-router';
import { SignupForm } from '@/features/auth';

export const Route = createFileRoute('/_guest/signup')({ component: SignupForm });
