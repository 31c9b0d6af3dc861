# track: numpy
# exercise: scaling
# why: ports the score line of MLX's nn.MultiHeadAttention, scores = (queries * self.scale) @ keys with scale = math.sqrt(1 / d_k), but MLX has already transposed its keys to (..., d_k, S) when it split the heads; the port multiplies the kit's (..., S, d_k) keys as they are, so the product raises a size mismatch unless S == d_k (and is q k, not q k^T, when it does not)
# kind: public
# diagnosis: matmul-mismatch
def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    scale = math.sqrt(1 / q.shape[-1])
    return (q * scale) @ k
