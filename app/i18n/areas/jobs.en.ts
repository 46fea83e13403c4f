import type { Shape } from "../shape";
import type th from "./jobs.th";

const jobs: Shape<typeof th> = {
  salary: "Salary",
  salaryFrom: "From {{amount}}",
  salaryUpTo: "Up to {{amount}}",
  salaryNegotiable: "Negotiable",
  perMonth: "{{amount}} a month",
  perDay: "{{amount}} a day",
  perHour: "{{amount}} an hour",
  perProject: "{{amount}} per job",
  posted: "Posted",
  location: "Location",
  validThrough: "Apply by",
  facts: "Job details",
  description: "About the job",
  requirements: "What we're looking for",
  howToApply: "How to apply",
  howToApplyText: "Send your CV, and a portfolio if you have one, to {{company}} using the options below.",
  noApplyChannel: "Contact the company directly to ask about applying.",
  applyOnline: "Apply online",
  applyByEmail: "Apply by email",
  emailSubject: "Application: {{title}}",
  closedTitle: "No longer accepting applications.",
  closedText: "The closing date for this job has passed.",
  seeOpenJobs: "See open jobs",
  categories: {
    sales: "Sales",
    marketing: "Marketing & communications",
    design: "Design",
    operations: "Operations & project management",
    technical: "Technical",
    hospitality: "Hospitality & guest services",
  },
};

export default jobs;
