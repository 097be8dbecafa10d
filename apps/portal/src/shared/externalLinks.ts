// Outside pages the portal links to (spec §2 common layout: FAQs, About Us, Company, Products).
export const externalLinks = {
  faqs: 'https://www.savewin.com.gh/faqs',
  aboutUs: 'https://www.savewin.com.gh/about-us',
  company: 'https://www.savewin.com.gh/company',
  products: 'https://www.savewin.com.gh/products',
} as const;
