import { renderToStaticMarkup } from 'react-dom/server';
import { EMAIL_BRAND } from './brand.js';

export type UnsubscribePageState =
  { kind: 'confirm'; label: string; action: string } | { kind: 'done'; label: string } | { kind: 'invalid' };

function Page({ brandName, state }: { brandName: string; state: UnsubscribePageState }) {
  const title =
    state.kind === 'confirm'
      ? `Unsubscribe from ${state.label}?`
      : state.kind === 'done'
        ? 'You are unsubscribed'
        : 'This unsubscribe link is not valid';
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} · ${brandName}`}</title>
      </head>
      <body
        style={{ margin: 0, background: EMAIL_BRAND.page, fontFamily: EMAIL_BRAND.fontFamily, color: EMAIL_BRAND.text }}
      >
        <header style={{ background: EMAIL_BRAND.primary, color: '#ffffff', padding: '18px 24px' }}>
          <span style={{ fontSize: '22px', fontWeight: 800, letterSpacing: '0.06em' }}>{brandName}</span>
        </header>
        <main
          style={{
            maxWidth: '520px',
            margin: '32px auto',
            background: '#ffffff',
            borderRadius: '12px',
            padding: '28px 32px',
          }}
        >
          <h1 style={{ color: EMAIL_BRAND.primary, fontSize: '22px', fontWeight: 800, margin: '0 0 12px' }}>{title}</h1>
          {state.kind === 'confirm' && (
            <form method="post" action={state.action}>
              <p
                style={{ lineHeight: '24px' }}
              >{`We will stop sending you ${state.label}. You can turn them back on in your settings.`}</p>
              <button
                type="submit"
                style={{
                  background: EMAIL_BRAND.primary,
                  color: '#ffffff',
                  border: 0,
                  borderRadius: '999px',
                  padding: '12px 24px',
                  fontSize: '14px',
                  fontWeight: 700,
                  letterSpacing: '0.04em',
                  cursor: 'pointer',
                }}
              >
                Unsubscribe
              </button>
            </form>
          )}
          {state.kind === 'done' && (
            <p
              style={{ lineHeight: '24px' }}
            >{`We will not send you ${state.label} any more. You can turn them back on in your settings.`}</p>
          )}
          {state.kind === 'invalid' && (
            <p style={{ lineHeight: '24px' }}>
              Please use the link from your most recent e-mail, or change which messages you get in your settings.
            </p>
          )}
        </main>
      </body>
    </html>
  );
}

/** The small page behind a message's unsubscribe link (no sign-in, no scripts). */
export function unsubscribePage(brandName: string, state: UnsubscribePageState): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<Page brandName={brandName} state={state} />)}`;
}
