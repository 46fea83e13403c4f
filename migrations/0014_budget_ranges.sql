-- Written by hand: the budget ranges of quotation requests now begin with a word (app/domain/budgets.ts), as
-- Strapi 4 refuses an enumeration value whose first digit comes before any letter. Stored values follow.
UPDATE quotation_venues SET budget_range = 'between-' || budget_range WHERE budget_range IN ('100k-500k', '500k-1m', '1m-3m', '3m-10m');
UPDATE quotation_organizers SET budget_range = 'between-' || budget_range WHERE budget_range IN ('100k-500k', '500k-1m', '1m-3m', '3m-10m');
UPDATE quotation_contractors SET budget_range = 'between-' || budget_range WHERE budget_range IN ('100k-500k', '500k-1m', '1m-3m', '3m-10m');
