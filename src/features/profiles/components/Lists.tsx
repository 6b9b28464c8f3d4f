// Compact lists of the profile dashboard: enrolled courses and joined communities.
import { Link } from '@tanstack/react-router';
import { formatCount } from '@/lib/format';
import type { MyCourse } from '../api/my-courses-query';
import type { MyCommunity } from '../api/my-communities-query';

const item = 'flex flex-col gap-1 rounded-2xl border border-base-300 p-4 hover:border-primary transition-colors duration-150';

export function CourseList({ courses }: { courses: MyCourse[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {courses.map((c) => (
        <li key={c.id} className={item}>
          <Link to="/courses/$id" params={{ id: String(c.id) }} className="font-semibold hover:underline underline-offset-2">
            {c.title}
          </Link>
          <p className="text-sm text-base-content/80 line-clamp-2">{c.description}</p>
          <p className="text-xs text-base-content/80">
            {c.instructor_name} · {c.level} · {c.duration}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function CommunityList({ communities }: { communities: MyCommunity[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {communities.map((c) => (
        <li key={c.id} className={item}>
          <Link to="/communities/$id" params={{ id: String(c.id) }} className="font-semibold hover:underline underline-offset-2">
            {c.name}
          </Link>
          <p className="text-sm text-base-content/80 line-clamp-2">{c.description}</p>
          <p className="text-xs text-base-content/80 tabular-nums">
            {formatCount(c.members_count)} miembros · {formatCount(c.posts_count)} publicaciones
          </p>
        </li>
      ))}
    </ul>
  );
}
