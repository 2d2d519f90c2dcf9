import { useParams } from 'react-router';
import type { PublicSettings } from '@oola/domain';
import { useSettings } from '../../lib/settings';

/** Pages that have a /myoola/{webAlias}/... variant. */
export type AliasPage =
  | 'home'
  | 'learnMore'
  | 'ourLeadership'
  | 'ourStory'
  | 'ourCause'
  | 'theOpportunity'
  | 'Science'
  | 'Affiliate'
  | 'TRS'
  | 'contact';

export interface AliasLinks {
  webAlias: string | undefined;
  home: string;
  freeTest: string;
  join: string;
  enroll: string;
  /** True when enroll leaves the site (an enrolment host is configured). */
  enrollExternal: boolean;
  page: (page: AliasPage) => string;
}

/**
 * Enrolment: {host}/{webAlias}/enrollment or {host}/corporphan/enrollment; with no host
 * configured (a path such as /enroll) the built-in page, keeping ?ref={webAlias}.
 */
export function enrollmentLink(settings: PublicSettings, webAlias?: string): string {
  const base = settings.links.enrollment;
  if (base.startsWith('/')) return webAlias ? `${base}?ref=${encodeURIComponent(webAlias)}` : base;
  const host = base.replace(/\/+$/, '');
  return `${host}/${webAlias ? encodeURIComponent(webAlias) : 'corporphan'}/enrollment`;
}

export function aliasLinks(settings: PublicSettings, webAlias?: string): AliasLinks {
  const alias = webAlias ? encodeURIComponent(webAlias) : undefined;
  return {
    webAlias,
    home: alias ? `/myoola/${alias}` : '/home',
    freeTest: alias ? `/FreeTest/${alias}` : '/FreeTest',
    join: alias ? `/learnmore/myoola/${alias}` : '/learnmore',
    enroll: enrollmentLink(settings, webAlias),
    enrollExternal: !settings.links.enrollment.startsWith('/'),
    page: (page) => {
      if (!alias) return page === 'home' ? '/home' : `/${page}`;
      return page === 'home' ? `/myoola/${alias}` : `/myoola/${alias}/${page}`;
    },
  };
}

/** The referrer's alias from the route (/myoola/{webAlias}/..., /learnmore/myoola/{webAlias}). */
export function useWebAlias(): string | undefined {
  return useParams().webAlias;
}

export function useAliasLinks(): AliasLinks {
  return aliasLinks(useSettings(), useWebAlias());
}
