import type { InfoDocument } from "../document";

const cookiePolicy: InfoDocument = {
  updated: "2026-11-20",
  intro: [
    "ExpoLink (Thailand) Co., Ltd. (“the Company”, “we”), which runs the ExpoLink website, uses as few cookies and as little browser storage (localStorage) as the service needs. This policy explains what we use, why, for how long, and how you can choose, in line with Thailand's Personal Data Protection Act B.E. 2562 (2019) (PDPA).",
    "This policy forms part of our privacy policy; please read the two together.",
  ],
  sections: [
    {
      id: "what",
      title: "What cookies are",
      paragraphs: [
        "A cookie is a small text file that a website stores in your browser; your browser sends it back each time you open one of our pages. localStorage is storage in your browser that stays on your device and is never sent to our servers.",
        "Cookies set by our own website are first-party cookies. Cookies set by an outside service are third-party cookies.",
      ],
    },
    {
      id: "necessary",
      title: "Necessary cookies",
      paragraphs: [
        "These make the website do what you ask of it, such as showing the language you chose and keeping you signed in. We rely on our legitimate interests and on the need to provide the service you request, so they do not require consent and cannot be switched off from the cookie banner. If you block them in your browser settings, parts of the site may not work properly.",
      ],
      table: {
        caption: "Necessary cookies and storage",
        head: ["Name", "Type", "Purpose", "Duration"],
        rows: [
          ["i18n_redirected", "First-party cookie", "Remembers the language you chose (Thai or English) so the home page opens in it next time.", "365 days"],
          ["locale", "localStorage", "Remembers your language on this device, alongside the language cookie.", "Until you clear your browser data"],
          ["cookie_consent", "First-party cookie", "Remembers your choice in the cookie banner (necessary or all) so we don't ask again.", "365 days"],
          ["expolink:popup-seen:<id>", "localStorage", "Remembers that you have seen a promotional pop-up on the home page, so each one is shown only once. Holds nothing that identifies you.", "Until you clear your browser data"],
          ["Member session cookie", "First-party cookie", "Keeps you signed in. Set only when you sign in, readable only by our server (HttpOnly) and sent only over encrypted connections.", "Until you sign out, or 30 days at most"],
        ],
      },
    },
    {
      id: "optional",
      title: "Cookies that need your consent",
      paragraphs: [
        "We currently set no cookies that need consent, such as analytics or marketing cookies, so “Accept all” and “Necessary only” have the same effect today.",
        "If we ever add such cookies, for example anonymous usage statistics, we will list them in this policy before using them, and use them only for visitors who chose “Accept all”.",
      ],
    },
    {
      id: "recaptcha",
      title: "reCAPTCHA on forms",
      paragraphs: [
        "To keep spam and automated submissions out, our contact form, package enquiry form and other public forms may use Google reCAPTCHA. Google may set its own cookies and collect technical data such as your IP address and browser details to judge whether the sender is human. It runs only on pages with a form, and we use it on the basis of our legitimate interest in keeping the service secure.",
        "Google's use of this data is governed by Google's privacy policy and terms of service (policies.google.com).",
      ],
    },
    {
      id: "not-used",
      title: "What we don't use",
      paragraphs: ["We use no third-party advertising cookies, we don't track you across other websites, and we never sell data about how you use the site."],
    },
    {
      id: "choices",
      title: "Your choices and withdrawing consent",
      paragraphs: ["You can accept all cookies or keep to the necessary ones, and change your mind at any time:"],
      items: [
        "Use the buttons under “Your cookie settings” at the bottom of this page. Withdrawing consent takes effect immediately and does not affect anything done before.",
        "Delete or block cookies and clear site data in your browser settings, for example in Chrome, Safari, Firefox or Edge.",
        "If you clear your cookies, we will ask for your choice again when you come back.",
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      paragraphs: [
        "We may update this policy when we change how we use cookies, and the date of the latest change is shown at the top. If we add a kind of cookie that needs consent, we will ask you again before using it.",
      ],
    },
    {
      id: "contact",
      title: "Contact us",
      paragraphs: [
        "For questions about cookies or personal data, contact our Data Protection Officer at privacy@expolink.co.th, call +66 2 123 4567 during office hours, or write to ExpoLink (Thailand) Co., Ltd., ExpoLink Building, 12th floor, Ratchadaphisek Road, Din Daeng, Bangkok 10400, Thailand.",
      ],
    },
  ],
};

export default cookiePolicy;
