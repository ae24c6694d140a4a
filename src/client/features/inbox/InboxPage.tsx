import { ScreenLayout } from '../../components/ScreenLayout'

const PLACEHOLDER_ROW_COUNT = 5

export function InboxPage() {
  return (
    <ScreenLayout title="Messages" description="What visitors wrote to you from your Tesseras." showBackToHome>
      <div aria-busy="true" className="card bg-base-100 shadow-sm">
        <p role="status" className="sr-only">
          Loading your messages…
        </p>
        <ul className="divide-base-200 divide-y" aria-hidden="true">
          {Array.from({ length: PLACEHOLDER_ROW_COUNT }, (_, index) => (
            <li key={index} className="flex items-center gap-4 p-4">
              <div className="skeleton size-8 shrink-0 rounded-full" />
              <div className="flex flex-1 flex-col gap-2">
                <div className="skeleton h-4 w-28" />
                <div className="skeleton h-4 w-full max-w-md" />
              </div>
              <div className="skeleton hidden h-8 w-24 sm:block" />
            </li>
          ))}
        </ul>
      </div>
    </ScreenLayout>
  )
}
