// /ai-assistant: the AI hub with its two tabs, 'Centro de Aprendizaje' and 'Asistente General'.
import { PageTitle } from '@/components/layout';
import { TabSections } from '@/components/ui';
import { AssistantChat } from './AssistantChat';
import { LearningCenter } from './LearningCenter';

const SECTIONS = [
  { key: 'learning', label: 'Centro de Aprendizaje', content: () => <LearningCenter /> },
  { key: 'assistant', label: 'Asistente General', content: () => <AssistantChat /> },
] as const;

export function AiHubPage() {
  return (
    <section aria-labelledby="ai-hub-title" className="flex flex-col gap-6">
      <PageTitle title="Asistente IA" />
      <header className="flex flex-col gap-2">
        <h1 id="ai-hub-title" className="text-3xl font-bold">
          Asistente IA
        </h1>
        <p className="text-base-content/80">Practica con cuestionarios o pregúntale al asistente por cualquier tema de Nexo.</p>
      </header>
      <TabSections label="Secciones del asistente" sections={SECTIONS} />
    </section>
  );
}
