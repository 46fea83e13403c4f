import type { InfoDocument } from "../document";

const privacyPolicy: InfoDocument = {
  updated: "2026-11-20",
  intro: [
    "ExpoLink (Thailand) Co., Ltd. (“the Company”, “we”) cares about the privacy of everyone who uses the ExpoLink website. This policy explains what personal data we collect, why, on what legal basis, who we share it with, how long we keep it and what rights you have under Thailand's Personal Data Protection Act B.E. 2562 (2019) (PDPA).",
  ],
  sections: [
    {
      id: "controller",
      title: "1. Who is responsible for your data",
      paragraphs: [
        "ExpoLink (Thailand) Co., Ltd., ExpoLink Building, 12th floor, Ratchadaphisek Road, Din Daeng, Bangkok 10400, Thailand, is the data controller for personal data collected through this website. We have appointed a Data Protection Officer (DPO), who can be reached at privacy@expolink.co.th.",
      ],
    },
    {
      id: "collect",
      title: "2. What we collect",
      paragraphs: ["We collect only what the service you use needs:"],
      items: [
        "Contact form: your name, email, phone number (if given), topic and message.",
        "Package enquiry and contract forms: contact name, company name, email, phone number, the package you're interested in, your message and, if you sign a contract, the company's tax ID and address.",
        "Newsletter: your email and preferred language.",
        "Member account: username, email, password (stored as a one-way hash; we never see it), full name, phone number, company name, type of business, language and the items you save.",
        "Quotation requests and booth reservations: the details of the event or booth you need, dates, budget and the contact details you enter.",
        "Technical data: IP address, browser type, pages opened and times of use, recorded in our server logs, plus cookies as described in our cookie policy.",
        "Business contacts in the directory: the names, phone numbers and emails that venues, organizers and contractors give us for publication.",
      ],
      after: ["We don't collect sensitive personal data such as religion, health or biometric data. Please don't include it in messages to us."],
    },
    {
      id: "purposes",
      title: "3. Why we use it and our legal bases",
      paragraphs: ["We use your data only for these purposes:"],
      table: {
        caption: "Purposes of use and legal bases",
        head: ["Purpose", "Data used", "Legal basis"],
        rows: [
          ["Answering questions and requests you send through our forms", "Contact form details", "Steps taken at your request before a contract, and legitimate interests"],
          ["Quoting for and providing listing and advertising packages", "Package enquiry and contract form details", "Performance of a contract, or steps at your request before one"],
          ["Running member accounts, saved items, quotations and booth reservations", "Account and request details", "Performance of a contract (our terms of use)"],
          ["Sending the newsletter", "Email and language", "Consent, which you can withdraw at any time with the unsubscribe link in every issue"],
          ["Keeping the service secure and preventing spam and fraud", "Technical data and reCAPTCHA results", "Legitimate interests"],
          ["Meeting legal duties, such as accounting, tax and computer crime laws", "Sales records, computer traffic data", "Legal obligation"],
        ],
      },
      after: ["If we want to use your data for any other purpose, we will tell you first and ask for your consent where the law requires it."],
    },
    {
      id: "sharing",
      title: "4. Who we share it with",
      paragraphs: ["We never sell your personal data. We share it only:"],
      items: [
        "With the venue, organizer or contractor you send a quotation request or booth reservation to, so they can reply to you.",
        "With service providers working on our behalf under contracts that require confidentiality and security: cloud and hosting providers, our email delivery provider and Google reCAPTCHA.",
        "With public authorities or courts when the law or a lawful order requires it.",
      ],
    },
    {
      id: "transfers",
      title: "5. Transfers outside Thailand",
      paragraphs: [
        "Our systems run on cloud services that may store or process data outside Thailand. We choose providers with adequate data protection standards and use contracts or other appropriate safeguards as required by sections 28 and 29 of the PDPA.",
      ],
    },
    {
      id: "retention",
      title: "6. How long we keep it",
      paragraphs: ["We keep data only as long as its purpose needs, then delete or anonymise it:"],
      items: [
        "Contact messages and package enquiries: 2 years after our last contact with you.",
        "Member accounts: for as long as you are a member, and deleted within 90 days of your request to close the account (backups included).",
        "Newsletter: until you unsubscribe.",
        "Contracts, quotations and payment records: 5 years, as accounting and tax laws require.",
        "Server logs: at least 90 days as the Computer Crime Act requires, and no longer than 1 year.",
      ],
    },
    {
      id: "rights",
      title: "7. Your rights",
      paragraphs: ["Under the PDPA you have the right to:"],
      items: [
        "access your personal data and get a copy of it;",
        "receive or have it transferred in a machine-readable format;",
        "object to its collection, use or disclosure;",
        "have it deleted, destroyed or anonymised;",
        "have its use restricted;",
        "have it corrected and kept up to date (members can do this themselves on their profile page);",
        "withdraw consent at any time, without affecting anything done before you withdrew it;",
        "complain to the Office of the Personal Data Protection Committee if you believe we have not followed the law.",
      ],
      after: [
        "Send requests to privacy@expolink.co.th. We may ask you to confirm your identity first, and we will reply within 30 days of receiving your request. If we have to refuse a request, we will tell you why as the law requires.",
      ],
    },
    {
      id: "security",
      title: "8. Security",
      paragraphs: [
        "We send data over encrypted connections (HTTPS), store passwords as one-way hashes, limit access to staff who need it, and review our security measures regularly. If a personal data breach puts your rights at risk, we will notify the Office of the Personal Data Protection Committee within 72 hours and tell you without delay, as the law requires.",
      ],
    },
    {
      id: "minors",
      title: "9. Minors",
      paragraphs: [
        "Our service is designed for businesses and adults. We don't knowingly collect data from anyone under 20 without the consent of a parent or guardian, and if we learn that we have, we delete it promptly.",
      ],
    },
    {
      id: "changes",
      title: "10. Changes to this policy",
      paragraphs: [
        "We may update this policy from time to time, and the date of the latest change is shown at the top. If we make a significant change, we will announce it on the site or email members before it takes effect.",
      ],
    },
    {
      id: "contact",
      title: "11. Contact us",
      paragraphs: [
        "Data Protection Officer, ExpoLink (Thailand) Co., Ltd., ExpoLink Building, 12th floor, Ratchadaphisek Road, Din Daeng, Bangkok 10400, Thailand. Email privacy@expolink.co.th, phone +66 2 123 4567 (Monday to Friday, 9:00 to 18:00).",
      ],
    },
  ],
};

export default privacyPolicy;
