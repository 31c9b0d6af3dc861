# track: numpy
# exercise: masking
# why: causal_mask builds the ones matrix with NumPy and then calls .tril() on it as on a torch tensor, but an ndarray has no tril method (only the function np.tril), so every call raises AttributeError
# kind: crash
# diagnosis: crash


def causal_mask(t: int) -> np.ndarray:
    return np.ones((t, t), dtype=bool).tril()  # (T, T)
