// /certificates/{code}: a course completion certificate, verifiable by anyone at this URL.
import { createFileRoute } from '@tanstack/react-router';
import { CertificatePage, certificateQuery } from '@/features/courses';

export const Route = createFileRoute('/_shell/certificates/$code')({
  loader: ({ context, params }) => context.queryClient.prefetchQuery(certificateQuery(params.code.toUpperCase())),
  component: function Certificate() {
    const { code } = Route.useParams();
    return <CertificatePage code={code.toUpperCase()} />;
  },
});
