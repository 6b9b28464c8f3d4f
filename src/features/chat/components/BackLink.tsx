// The mobile way back from a conversation to the contact list (the two are separate screens under md).
import { ArrowLeft } from 'lucide-react';
import { ButtonLink } from '@/components/ui';

export function BackLink() {
  return (
    <ButtonLink to="/chat" variant="ghost" icon aria-label="Volver a contactos" className="md:hidden">
      <ArrowLeft size={20} aria-hidden="true" />
    </ButtonLink>
  );
}
