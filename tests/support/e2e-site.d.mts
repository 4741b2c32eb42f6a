export declare const E2E_SITE_ENV: {
  SITE_DONATION_URL: string;
  SITE_CONTACT_EMAIL: string;
  SITE_MARKETPLACE_URL: string;
};
export declare function e2ePort(): number;
