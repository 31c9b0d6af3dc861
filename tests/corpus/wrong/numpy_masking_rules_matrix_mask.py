# track: numpy
# exercise: masking
# why: causal_mask returns np.asmatrix(np.tri(t, dtype=bool)) "because a mask is a matrix": the entries are right, but the result is an np.matrix, not the plain np.ndarray the track returns (and * on it is a matrix product)
# kind: rules
# diagnosis: wrong-array-type
def causal_mask(t):
    return np.asmatrix(np.tri(t, dtype=bool))
