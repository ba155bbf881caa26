import { RenderedHtml } from "./rendered-html";

export type LegalPageData = {
  updated: string;
  introHtml: string;
  sections: { id: string; title: string; html: string }[];
};

/** The frame both legal pages share: the heading with its revision date, the introduction, then the sections. */
export function LegalPage({ title, page }: { title: string; page: LegalPageData }) {
  return (
    <main className="page">
      <header className="page-header">
        <p className="eyebrow">Legal</p>
        <h1>{title}</h1>
        <p className="muted">Last updated {page.updated}</p>
      </header>
      <div className="prose">
        <RenderedHtml html={page.introHtml} />
        {page.sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>{section.title}</h2>
            <RenderedHtml html={section.html} />
          </section>
        ))}
      </div>
    </main>
  );
}
