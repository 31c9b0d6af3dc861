# track: torch
# exercise: heads
# why: the file ends with a quick check kept from the notebook, out, attention = attention(q_demo, q_demo, q_demo), naming the weights "attention" as papers do; at module level that rebinds the function's name to a tensor, so multi_head_self_attention's call attention(q, k, v, allowed) raises TypeError on every valid input
# kind: crash
# diagnosis: name-rebound, crash
import torch

q_demo = torch.eye(3, 4)
out, attention = attention(q_demo, q_demo, q_demo)
