/** Decorative drawing of the landing banner: a signed protocol, a shield and the renewal calendar. */
export function ComplianceIllustration() {
  return (
    <svg viewBox="0 0 360 300" width="100%" style={{ maxWidth: 380 }} aria-hidden focusable="false">
      {/* Back sheet */}
      <rect x="96" y="34" width="170" height="216" rx="14" fill="#9fd2de" opacity="0.35" transform="rotate(-6 181 142)" />
      {/* Protocol document */}
      <rect x="84" y="40" width="176" height="222" rx="14" fill="#ffffff" />
      <rect x="108" y="66" width="96" height="12" rx="6" fill="#0f6b80" />
      <rect x="108" y="92" width="128" height="8" rx="4" fill="#cfe9ef" />
      <rect x="108" y="110" width="118" height="8" rx="4" fill="#cfe9ef" />
      <rect x="108" y="128" width="128" height="8" rx="4" fill="#cfe9ef" />
      <rect x="108" y="146" width="84" height="8" rx="4" fill="#cfe9ef" />
      <rect x="108" y="176" width="128" height="8" rx="4" fill="#cfe9ef" />
      <rect x="108" y="194" width="104" height="8" rx="4" fill="#cfe9ef" />
      {/* Signature */}
      <path d="M110 234c10-14 18-14 22-4s10 10 18-2 14-8 18 0" fill="none" stroke="#0b5566" strokeWidth="3" strokeLinecap="round" />
      <rect x="190" y="228" width="46" height="8" rx="4" fill="#e7f5f8" />
      {/* Shield with check */}
      <path d="M270 120l44 16v34c0 30-19 52-44 62-25-10-44-32-44-62v-34z" fill="#12b886" />
      <path d="M270 120l44 16v34c0 30-19 52-44 62z" fill="#0ca678" />
      <path d="M252 174l13 13 25-27" fill="none" stroke="#ffffff" strokeWidth="8" strokeLinecap="round" strokeLinejoin="round" />
      {/* Calendar */}
      <rect x="30" y="150" width="84" height="80" rx="12" fill="#e7f5f8" />
      <rect x="30" y="150" width="84" height="24" rx="12" fill="#42a5bb" />
      <rect x="30" y="162" width="84" height="12" fill="#42a5bb" />
      <rect x="48" y="142" width="6" height="18" rx="3" fill="#073f4c" />
      <rect x="90" y="142" width="6" height="18" rx="3" fill="#073f4c" />
      <circle cx="52" cy="192" r="5" fill="#9fd2de" />
      <circle cx="72" cy="192" r="5" fill="#9fd2de" />
      <circle cx="92" cy="192" r="5" fill="#0f6b80" />
      <circle cx="52" cy="212" r="5" fill="#9fd2de" />
      <circle cx="72" cy="212" r="5" fill="#9fd2de" />
      {/* Sparkles */}
      <circle cx="300" cy="60" r="6" fill="#6bbacb" />
      <circle cx="322" cy="86" r="4" fill="#cfe9ef" />
      <circle cx="46" cy="84" r="5" fill="#cfe9ef" />
    </svg>
  );
}
