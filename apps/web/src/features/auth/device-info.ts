/** The device fields the login payload carries. */
export function deviceInfo() {
  const nav = window.navigator;
  const isMobile = /Mobi|Android|iPhone|iPad/i.test(nav.userAgent);
  return {
    sourceid: isMobile ? 2 : 1,
    browser: browserName(nav.userAgent),
    operativeSystem: nav.platform,
    additionalInfo: {
      userAgent: nav.userAgent,
      appCodeName: nav.appCodeName,
      appName: nav.appName,
      appVersion: nav.appVersion,
      language: nav.language,
      onLine: nav.onLine,
      platform: nav.platform,
      product: nav.product,
      vendor: nav.vendor,
    },
  };
}

function browserName(userAgent: string): string {
  if (/Edg\//.test(userAgent)) return 'Edge';
  if (/Chrome\//.test(userAgent)) return 'Chrome';
  if (/Firefox\//.test(userAgent)) return 'Firefox';
  if (/Safari\//.test(userAgent)) return 'Safari';
  return 'Other';
}
