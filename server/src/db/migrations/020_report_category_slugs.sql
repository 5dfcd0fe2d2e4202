-- Each report category gets a stable slug: the interface shows its label in the reader's language from the
-- shared locales (reportReasons.<slug>), the way artwork categories do; the name stays the operator's text.
alter table report_categories add column slug text unique;
update report_categories set slug = case name
  when 'Spam' then 'spam'
  when 'Nudity or sexual content' then 'nudity'
  when 'Hate speech or symbols' then 'hate-speech'
  when 'Harassment or bullying' then 'harassment'
  when 'Violence or dangerous content' then 'violence'
  when 'Intellectual property violation' then 'intellectual-property'
  when 'Scam or fraud' then 'scam'
  when 'Other' then 'other'
end;
-- A category an operator added keeps its name on every language (no label is known for its id).
update report_categories set slug = id::text where slug is null;
alter table report_categories alter column slug set not null;
