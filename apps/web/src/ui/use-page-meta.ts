import { useEffect } from 'react';

const SUFFIX = 'Oola';

function setDescription(content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** Sets the document title ("{title} | Oola") and the meta description while the page is shown. */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title.includes(SUFFIX) ? title : `${title} | ${SUFFIX}`;
    setDescription(description);
  }, [title, description]);
}
