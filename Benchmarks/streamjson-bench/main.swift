// The benchmark executable; see the README. Its suite lands with the benchmark issue.
print("streamjson-bench: the benchmark suite is being written; see README.md")
