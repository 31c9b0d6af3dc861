# track: torch
# exercise: scaling
# why: scaled_scores ports TensorFlow's tf.matmul(q, k, transpose_b=True) as torch.matmul(q, k, transpose_b=True); torch.matmul has no transpose_b argument, so every valid call raises TypeError
# kind: public
# diagnosis: crash

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need 2 axes each")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return torch.matmul(q, k, transpose_b=True) / math.sqrt(q.shape[-1])
