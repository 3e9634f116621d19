"""Two Python threads running searches against the same two searches one after the other
(the GIL is released while simnim searches). Run: .venv/bin/python benches/python_threads.py
(make test-python builds the package into .venv). Prints both times and their ratio."""

import threading
import time

import simnim

C = simnim.family("cn:6,2")


def search():
    simnim.value_table(C, 11, threads=1)  # 1.8e6 positions, one core each


def main():
    search()  # warm up
    rounds = []
    for _ in range(3):
        t0 = time.perf_counter()
        search()
        search()
        sequential = time.perf_counter() - t0
        t0 = time.perf_counter()
        threads = [threading.Thread(target=search) for _ in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        parallel = time.perf_counter() - t0
        rounds.append((sequential, parallel))
    sequential, parallel = min(r[0] for r in rounds), min(r[1] for r in rounds)
    print(f"one after the other: {sequential:.3f} s; two threads: {parallel:.3f} s; ratio {sequential / parallel:.2f}x")


if __name__ == "__main__":
    main()
