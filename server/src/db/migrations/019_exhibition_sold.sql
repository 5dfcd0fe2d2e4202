-- Issue 20: a sold exhibition work is a fact of its own (no Buy), not only words in its details. Works whose
-- details already end in "Sold." (the demo shows) are marked sold.
alter table exhibition_items add column sold boolean not null default false;
update exhibition_items set sold = true where details ~ 'Sold\.\s*$';
