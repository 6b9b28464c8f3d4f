// A company's logo in a fixed square, or its initial when it has none.
export function CompanyLogo({ src, company, size = 48 }: { src: string | null; company: string; size?: number }) {
  if (src) return <img src={src} alt={`Logo de ${company}`} width={size} height={size} loading="lazy" decoding="async" className="shrink-0 rounded-xl border border-base-300 bg-base-200 object-contain" style={{ width: size, height: size }} />;
  return (
    <span aria-hidden="true" className="grid shrink-0 place-items-center rounded-xl bg-primary/15 font-bold text-primary" style={{ width: size, height: size }}>
      {company.trim().charAt(0).toUpperCase()}
    </span>
  );
}
