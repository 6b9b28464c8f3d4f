// /personalized-content: the talent marketplace (the talents feature).
import { createFileRoute } from '@tanstack/react-router';
import { PersonalizedContentPage } from '@/features/talents';

export const Route = createFileRoute('/_shell/personalized-content')({
  component: PersonalizedContentPage,
});
