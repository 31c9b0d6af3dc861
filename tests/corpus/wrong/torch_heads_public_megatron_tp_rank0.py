# track: torch
# exercise: heads
# why: multi_head_self_attention ports Megatron-LM's tensor-parallel ParallelAttention as rank 0 of tensor_model_parallel_size = 2 from the copied config: it keeps only its shard, the first n_heads // 2 heads (the first half of the columns of w_q, w_k, w_v and the first half of the rows of w_o), and leaves out the all-reduce that adds the other rank's half, so the output is a partial sum and the weights hold only the first half of the heads (a single head leaves rank 0 none, and split_heads raises ValueError)
# kind: public
# diagnosis: cut-short, mhsa-wrong-projection, bad-inner-call
import torch

TENSOR_MODEL_PARALLEL_SIZE = 2
RANK = 0


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    heads_per_partition = n_heads // TENSOR_MODEL_PARALLEL_SIZE
    # ColumnParallelLinear: this rank's columns of the projections
    qk_part = w_q.shape[1] // TENSOR_MODEL_PARALLEL_SIZE
    v_part = w_v.shape[1] // TENSOR_MODEL_PARALLEL_SIZE
    q = split_heads(x @ w_q[:, RANK * qk_part:(RANK + 1) * qk_part], heads_per_partition)
    k = split_heads(x @ w_k[:, RANK * qk_part:(RANK + 1) * qk_part], heads_per_partition)
    v = split_heads(x @ w_v[:, RANK * v_part:(RANK + 1) * v_part], heads_per_partition)
    heads, weights = attention(q, k, v, allowed)
    # RowParallelLinear: this rank's rows of w_o; the all-reduce over ranks would add the rest
    out = merge_heads(heads) @ w_o[RANK * v_part:(RANK + 1) * v_part]
    return out, weights
