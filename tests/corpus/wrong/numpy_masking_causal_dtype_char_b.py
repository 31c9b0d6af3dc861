# track: numpy
# exercise: masking
# why: asks for the bool dtype with the type code "b" (np.ones((t, t), dtype="b")), but "b" is int8 (bool is "?"), so causal_mask returns 0/1 int8 numbers instead of bools
# kind: rules-types
# diagnosis: mask-not-bool


def causal_mask(t: int) -> np.ndarray:
    return np.tril(np.ones((t, t), dtype="b"))  # (T, T)
