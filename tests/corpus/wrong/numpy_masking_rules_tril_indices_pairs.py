# track: numpy
# exercise: masking
# why: causal_mask returns np.tril_indices(t), the (rows, columns) index arrays of the visible query-key pairs ("the mask only needs to list what is visible"), a tuple of two integer arrays instead of the (t, t) bool np.ndarray the contract asks for
# kind: rules
# diagnosis: wrong-array-type, mask-not-bool


def causal_mask(t):
    # query i sees keys 0..i: exactly the on-and-below-diagonal positions
    return np.tril_indices(t)
