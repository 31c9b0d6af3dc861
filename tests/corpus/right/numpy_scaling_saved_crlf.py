# track: numpy
# exercise: scaling
# saved: crlf
# why: Windows line endings (CRLF) throughout the module


def scaled_scores(q, k):
    q, k = np.asarray(q), np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: q {q.shape}, k {k.shape}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
