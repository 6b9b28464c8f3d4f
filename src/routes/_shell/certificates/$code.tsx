// /certificates/{code}: a course completion certificate, verifiable by anyone at this URL.
import { createFileRoute } from '@tanstack/react-router';
import { CertificatePage } from '@/features/courses';

export const Route = createFileRoute('/_shell/certificates/$code')({
  // The query module comes with the page, so it stays out of every page's first download.
  loader: async ({ context, params }) => {
    const { certificateQuery } = await import('@/features/courses/api/certificate-query');
    await context.queryClient.prefetchQuery(certificateQuery(params.code.toUpperCase()));
  },
  component: function Certificate() {
    const { code } = Route.useParams();
    return <CertificatePage code={code.toUpperCase()} />;
  },
});
