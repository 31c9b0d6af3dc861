# track: numpy
# exercise: softmax
# why: a demo under if __name__ == "__main__" that prints, plots and exits; the grader imports the module, so it never runs


def stable_softmax(scores, temperature=1.0):
    if isinstance(temperature, bool) or not isinstance(temperature, (int, float)) or not 0 < temperature < math.inf:
        raise ValueError(f"temperature must be a positive finite number, got {temperature!r}")
    scores = np.asarray(scores)
    scaled = scores / temperature
    if np.isneginf(scaled).all(axis=-1).any():
        raise ValueError("a row with no visible key")
    e = np.exp(scaled - scaled.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)


if __name__ == "__main__":
    import matplotlib.pyplot as plt  # not installed where grading runs: this must not run

    print(stable_softmax(np.array([[1.0, 2.0, 3.0]])))
    plt.imshow(stable_softmax(np.random.randn(4, 4)))
    plt.show()
    raise SystemExit(3)
