import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { CHANGELOG_FEED_PATH } from "@/lib/discovery/changelog-feed";
import { GUIDES } from "../../_portal/guide-list";
import { guideBySlug, guideHtml } from "../../_portal/guides";
import { DocsNav } from "../_nav";

type Props = { params: Promise<{ guide: string }> };

export function generateStaticParams() {
  return GUIDES.map((g) => ({ guide: g.slug }));
}

export const dynamicParams = false;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const g = guideBySlug((await params).guide);
  if (!g) return {};
  // The same guide as Markdown, and the changelog's feed, for tools that look for them.
  const types: Record<string, string> = { "text/markdown": `/docs/${g.slug}.md` };
  if (g.slug === "changelog") types["application/atom+xml"] = CHANGELOG_FEED_PATH;
  return { title: g.title, description: g.summary, alternates: { types } };
}

export default async function GuidePage({ params }: Props) {
  const { guide: slug } = await params;
  const guide = guideBySlug(slug);
  if (!guide) notFound();
  const html = guideHtml(slug);
  return (
    <div className="page docs-layout">
      <DocsNav current={slug} />
      {html ? (
        <article className="prose" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <article className="prose">
          <h1>{guide.title}</h1>
          <p>{guide.summary}</p>
          <p>
            This guide is being written. Meanwhile, the <Link href="/docs">API reference</Link> describes every route.
          </p>
        </article>
      )}
    </div>
  );
}
