-- Issue 8: an image's alt text is stored only when typed; '' means "the work's name", filled in when served,
-- so a rename reaches every image nobody described. Alt texts that merely copied the name become ''.
update artwork_images i set alt = '' from artworks a where a.id = i.artwork_id and i.alt = a.name;
