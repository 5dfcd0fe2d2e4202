// The profile page with the feed's post list as its Feed tab: the app joins the two features.
import { AuthorPosts } from '../feed/author-posts';
import { ProfilePage } from '../people/profile-page';

const postsOf = (authorId: string) => <AuthorPosts authorId={authorId} />;

export function ProfileWithPosts() {
  return <ProfilePage postsOf={postsOf} />;
}
