// A Gatsby plugin needs an entry file; this one has nothing to export.
