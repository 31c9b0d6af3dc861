# track: numpy
# exercise: masking
# kind: rules
# why: causal_mask stores the triangle packed eight keys to a byte, np.packbits(np.tril(np.ones((t, t), dtype=bool)), axis=-1) ("a mask is only bits"), so it returns a (t, ceil(t / 8)) uint8 array of packed bits instead of the (t, t) bool mask
# diagnosis: mask-not-bool

def causal_mask(t: int) -> np.ndarray:
    """Exercise 3a: the causal visibility mask for ``t`` positions.

    Returns:
        A bool array ``(t, t)`` (``dtype=bool``, not 0/1 numbers): ``True`` on and below
        the diagonal, so query ``i`` sees keys ``0..i``.
    """
    ### BEGIN SOLUTION
    return np.packbits(np.tril(np.ones((t, t), dtype=bool)), axis=-1)
